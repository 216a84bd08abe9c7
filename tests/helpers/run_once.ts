// Work done once per test run and shared by every test file. The files of one `deno test` process
// run in workers that share nothing in memory but the process id, so what they share lives in a
// folder named after the process (its id and start time), and a `mkdir` that only one worker can
// win decides who does the work; the others wait for its answer. A run leaves its folder behind
// (nothing runs after the last test); the next run removes the folders of processes that are gone.

/** Longer than the slowest shared work seen on a loaded machine (seeding the demo). */
const WAIT_MS = 10 * 60 * 1000;

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** This process's start (clock ticks since boot) tells it from an earlier one with the same id. */
async function processStart(): Promise<string> {
  try {
    const stat = await Deno.readTextFile("/proc/self/stat");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "0";
  } catch {
    return "0";
  }
}

/** Whether processAlive can tell (Linux's /proc). */
export function canWatchProcesses(): Promise<boolean> {
  return exists("/proc/self");
}

/** True while process `pid` runs; true when that cannot be known. */
export async function processAlive(pid: number): Promise<boolean> {
  if (!(await canWatchProcesses())) return true;
  return await exists(`/proc/${pid}`);
}

async function removeStale(parent: string) {
  if (!(await canWatchProcesses())) return;
  for await (const entry of Deno.readDir(parent)) {
    const pid = /^portal-test-run-(\d+)-/.exec(entry.name)?.[1];
    if (pid && !(await processAlive(Number(pid)))) {
      await Deno.remove(`${parent}/${entry.name}`, { recursive: true }).catch(() => {});
    }
  }
}

let folder: Promise<string> | undefined;

/** The run's folder, in RAM-backed /dev/shm when there is one (SQLite files stay off the disk). */
export function runDir(): Promise<string> {
  folder ??= (async () => {
    const parent = (await exists("/dev/shm")) ? "/dev/shm" : Deno.env.get("TMPDIR") ?? "/tmp";
    const dir = `${parent}/portal-test-run-${Deno.pid}-${await processStart()}`;
    try {
      await Deno.mkdir(dir);
      await removeStale(parent);
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    }
    return dir;
  })();
  return folder;
}

type Outcome<T> = { value: T } | { error: string };

/**
 * `work(dir)` run by one test of the run, its (JSON) value handed to all; a failure reaches every
 * caller as an Error.
 */
export async function runOnce<T>(name: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await runDir();
  const answer = `${dir}/${name}.json`;
  let outcome: Outcome<T>;
  try {
    await Deno.mkdir(`${dir}/${name}.lock`);
    try {
      outcome = { value: await work(dir) };
    } catch (error) {
      outcome = { error: String(error) };
    }
    await Deno.writeTextFile(`${answer}.part`, JSON.stringify(outcome));
    await Deno.rename(`${answer}.part`, answer);
  } catch (error) {
    if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    outcome = await waitFor<Outcome<T>>(answer);
  }
  if ("error" in outcome) throw new Error(`${name} failed: ${outcome.error}`);
  return outcome.value;
}

async function waitFor<T>(path: string): Promise<T> {
  for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
    try {
      return JSON.parse(await Deno.readTextFile(path));
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was not written within ${WAIT_MS / 1000} s`);
}
