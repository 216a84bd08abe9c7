// Makes sure the browser tests can run (the browser is chosen by tests/helpers/chromium_path.ts).
// As root it installs Debian's chromium-headless-shell with apt-get when it is missing; a full
// chromium already installed still serves if that fails. Otherwise it stops and says what to install.
import {
  chromiumPath,
  FULL_CHROMIUM,
  HEADLESS_SHELL,
  isFile,
} from "../tests/helpers/chromium_path.ts";

async function run(cmd: string, args: string[]) {
  const { success } = await new Deno.Command(cmd, {
    args,
    stdout: "inherit",
    stderr: "inherit",
    env: { DEBIAN_FRONTEND: "noninteractive" },
  }).output();
  if (!success) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

if (!Deno.env.get("CHROMIUM_PATH") && !isFile(HEADLESS_SHELL) && Deno.uid?.() === 0) {
  console.log("Installing Debian's chromium-headless-shell for the browser tests…");
  try {
    await run("apt-get", ["update", "-qq"]);
    await run("apt-get", [
      "install",
      "-y",
      "-qq",
      "--no-install-recommends",
      "chromium-headless-shell",
    ]);
  } catch (error) {
    if (!isFile(FULL_CHROMIUM)) throw error;
    console.error(`${error instanceof Error ? error.message : error}: using ${FULL_CHROMIUM}.`);
  }
}

const path = chromiumPath();
if (!isFile(path)) {
  console.error(
    `Browser tests need Chromium at ${path}. Install Debian's package as root:\n` +
      "  apt-get update && apt-get install -y chromium-headless-shell\n" +
      "or point CHROMIUM_PATH at an installed Chromium.",
  );
  Deno.exit(1);
}
