// Whether a process still exists; free of jest's globals, so that Playwright specs may use it too.

/** Whether a process with this id still exists (signal 0 only checks). */
export const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
