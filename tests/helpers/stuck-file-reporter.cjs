// A jest reporter that names a test file which has run far longer than any test may (jest's own
// testTimeout cannot end a test that blocks its worker, or a hook that never settles after its
// timeout), with the last tests of that file that had finished, so that a run stopped from outside
// (scripts/test-all.sh puts a time limit on each step) says where it hung. It also says when every
// file has finished, so that a process which then fails to exit is told apart from a hung test.
// JEST_STUCK_FILE_SECONDS sets the limit (default 600: ten times jest's testTimeout).
const LIMIT_MS = Number(process.env.JEST_STUCK_FILE_SECONDS || 600) * 1000;
const CHECK_MS = Math.min(30_000, LIMIT_MS);

class StuckFileReporter {
  constructor() {
    /** @type {Map<string, { startedAt: number, finished: string[], told: boolean }>} */
    this.running = new Map();
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
  }

  onTestFileStart(test) {
    this.running.set(test.path, { startedAt: Date.now(), finished: [], told: false });
  }

  onTestCaseResult(test, testCaseResult) {
    this.running.get(test.path)?.finished.push(`${testCaseResult.status}: ${testCaseResult.fullName}`);
  }

  onTestFileResult(test) {
    this.running.delete(test.path);
  }

  check(now = Date.now()) {
    for (const [file, state] of this.running) {
      if (state.told || now - state.startedAt < LIMIT_MS) continue;
      state.told = true;
      const seconds = Math.round((now - state.startedAt) / 1000);
      const lines = [
        `jest: ${file} has run for ${seconds} s, past the ${LIMIT_MS / 1000} s any file should take: it is stuck.`,
        state.finished.length
          ? `  ${state.finished.length} of its tests finished; the last ${Math.min(5, state.finished.length)}:`
          : `  none of its tests has finished.`,
        ...state.finished.slice(-5).map((name) => `    ${name}`),
        `  files still running: ${[...this.running.keys()].join(", ")}`,
      ];
      process.stderr.write(`${lines.join("\n")}\n`);
    }
  }

  onRunComplete() {
    clearInterval(this.timer);
    process.stderr.write("jest: every test file has finished.\n");
  }

  getLastError() {
    return undefined;
  }
}

module.exports = StuckFileReporter;
