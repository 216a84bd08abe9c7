// Makes sure the browser tests can run: Debian's chromium at /usr/bin/chromium (or CHROMIUM_PATH).
// As root it installs the package with apt-get; otherwise it stops and says what to install.
const path = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

async function exists(file: string) {
  try {
    await Deno.stat(file);
    return true;
  } catch {
    return false;
  }
}

async function run(cmd: string, args: string[]) {
  const { success } = await new Deno.Command(cmd, {
    args,
    stdout: "inherit",
    stderr: "inherit",
    env: { DEBIAN_FRONTEND: "noninteractive" },
  }).output();
  if (!success) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

if (!(await exists(path))) {
  const isRoot = Deno.uid?.() === 0;
  if (!isRoot || Deno.env.get("CHROMIUM_PATH")) {
    console.error(
      `Browser tests need Chromium at ${path}. Install Debian's package as root:\n` +
        "  apt-get update && apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at an installed Chromium.",
    );
    Deno.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  if (!(await exists(path))) {
    console.error(`apt-get finished but ${path} is still missing.`);
    Deno.exit(1);
  }
}
