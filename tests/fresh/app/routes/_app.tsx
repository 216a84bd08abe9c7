import type { AppProps } from "$fresh/server.ts";

export default function App({ Component }: AppProps) {
  return (
    <html lang="en">
      <head>
        <title>fixture</title>
      </head>
      <body>
        <div id="app">
          <Component />
        </div>
      </body>
    </html>
  );
}
