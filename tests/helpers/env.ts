// Environment variables a test file changes for its own run (a storage root, a render origin) and
// puts back afterwards, so that the next file in the same jest worker starts from the same env.

/** Sets `vars` in process.env (undefined removes one); the function returned puts back what was there. */
export const overrideEnv = (vars: Record<string, string | undefined>): (() => void) => {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  assign(vars);
  return () => assign(saved);
};
