"use client";

// A date answer of the application form (stage-fields.tsx), which must not save a half-typed date as empty.
import { useRef } from "react";
import { TextField } from "@/components/ui/text-field";
import { str } from "./answer-text";
import type { TElementView } from "./project-types";

type TProps = {
  element: TElementView;
  value: unknown;
  error?: string;
  hint?: string;
  min: string;
  max?: string;
  onChange: (value: unknown) => void;
  onHold: () => void;
};

/**
 * A date answer. A date made half-typed (a part deleted) gives "" as its value: it is marked with
 * the TextField's "Enter a full date" message and held, not saved as empty, until it is whole again
 * or cleared. Clearing the last part fires no input event, so leaving the field sends the clearing.
 */
export const DateAnswer = ({ element, value, error, hint, min, max, onChange, onHold }: TProps) => {
  const held = useRef(false);
  const settle = (input: HTMLInputElement) => {
    if (input.validity.badInput) {
      held.current = true;
      input.checkValidity();
      return onHold();
    }
    held.current = false;
    onChange(input.value);
  };
  return (
    <TextField
      label={element.label}
      required={element.required}
      error={error}
      hint={hint}
      type="date"
      min={min}
      max={max}
      value={str(value)}
      onChange={(event) => settle(event.currentTarget)}
      onBlur={(event) => {
        if (held.current) settle(event.currentTarget);
      }}
    />
  );
};
