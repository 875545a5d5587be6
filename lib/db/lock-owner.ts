// Who holds the embedded database's lock (lib/db/adapter.ts), told apart from whoever holds the
// same process id later. A process id alone is not enough: after a reboot (a killed server leaves
// its lock behind on the disk) or a long uptime the id is reused, and a lock whose owner "is
// alive" is never taken. So the record also keeps the machine's boot id and the process's start
// time; a record that differs in either belongs to a process that is gone. Where /proc is absent
// (not Linux) both are null and the process id alone decides, as before.
import fs from "node:fs";
import os from "node:os";

export type TLockOwner = {
  pid: number;
  host: string;
  lockIno: number;
  lockBirth: number;
  /** /proc/sys/kernel/random/boot_id when the lock was taken; absent in records of older versions. */
  bootId?: string | null;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); absent in records of older versions. */
  startTime?: string | null;
};

const readProc = (file: string) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

const bootId = () => readProc("/proc/sys/kernel/random/boot_id")?.trim() || null;

/** The start time of process `pid` (the name in field 2 may hold spaces and parentheses). */
export const processStartTime = (pid: number) => {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
};

export const ownerRecordOfThisProcess = (lockIno: number, lockBirth: number): TLockOwner => ({
  pid: process.pid,
  host: os.hostname(),
  lockIno,
  lockBirth,
  bootId: bootId(),
  startTime: processStartTime(process.pid),
});

const pidExists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, another user's
  }
};

/** Whether the process the record names still runs: same id, same boot, same start time. */
export const isOwnerAlive = (owner: TLockOwner) => {
  if (!pidExists(owner.pid)) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  const started = processStartTime(owner.pid);
  return !(owner.startTime && started && owner.startTime !== started);
};
