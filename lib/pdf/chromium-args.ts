// Flags for the system Chromium, verified on these machines (../shared/STACK.md): no sandbox, no
// GPU, no network of its own. The PDF service and the Playwright tests both start it with them.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
