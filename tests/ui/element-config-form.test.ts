// @database-independent
// The pack builder's element dialog (components/project-packs/element-config-form.ts): an Amount
// element's limits fill their fields as rupees grouped the Indian way, as the amount fields of the
// grant forms do, and what the dialog shows saves back to the same paise.
import { buildConfig, settingsOf } from "@/components/project-packs/element-config-form";

describe("an Amount element's limits in the pack builder", () => {
  it("fill their fields as grouped rupees, paise kept", () => {
    const { text } = settingsOf("AMOUNT", { minPaise: 100_000, maxPaise: 500_000_050 });
    expect(text.minPaise).toBe("1,000");
    expect(text.maxPaise).toBe("50,00,000.50");
  });

  it("save back to the paise they were read from", () => {
    const config = { minPaise: 100_000, maxPaise: 1_000_000_000 };
    const built = buildConfig("AMOUNT", settingsOf("AMOUNT", config));
    expect(built.errors).toEqual({});
    expect(built.config).toEqual(config);
  });
});
