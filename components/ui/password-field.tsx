"use client";

import { useState, type ComponentProps } from "react";
import { Icon } from "./icons";
import { TextField } from "./text-field";

type TPasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/** A password input with a show/hide toggle. */
export const PasswordField = (props: TPasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          className="rounded p-2 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name={visible ? "eye-off" : "eye"} />
        </button>
      }
    />
  );
};
