// The one browser every browser test and benchmark here launches: Debian's Chromium (no test tool
// may download its own browser on these machines; scripts/ensure-browser.mjs installs it), with
// flags that keep it quiet and offline. Plain JavaScript so node scripts can import it as well as
// the TypeScript configs (types in chromium.d.mts).

/** Path of the browser: `$CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox or GPU in containers; no first-run, update, sync or QUIC traffic during tests. */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright `launchOptions` for that browser; `extraArgs` follow the shared flags. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] };
}
