// @database-independent
// A radio group with an error (the decision dialog's "Choose a decision."): the group is described
// by the error and marked data-invalid, which focusFirstInvalid looks for to focus its first radio.
import { renderToStaticMarkup } from "react-dom/server";
import { RadioGroup } from "@/components/ui/radio-group";

const group = (error?: string) =>
  renderToStaticMarkup(
    <RadioGroup
      legend="Decision"
      name="decision"
      value=""
      onChange={() => undefined}
      error={error}
      options={[
        { value: "hold", label: "Hold for the admin" },
        { value: "reject", label: "Reject" },
      ]}
    />,
  );

describe("RadioGroup's error", () => {
  it("describes the group and marks it for focus; without one, neither", () => {
    const refused = group("Choose a decision.");
    const describedBy = /<fieldset[^>]*aria-describedby="([^"]+)"/.exec(refused)?.[1];
    expect(describedBy).toBeDefined();
    expect(refused).toContain(`id="${describedBy}"`);
    expect(refused).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Choose a decision\\.</p>`));
    expect(refused).toMatch(/<fieldset[^>]*data-invalid="true"/);

    const plain = group();
    expect(plain).not.toContain("aria-describedby");
    expect(plain).not.toContain("data-invalid");
  });
});
