import { Head } from "$fresh/runtime.ts";

export default function Home() {
  return (
    <>
      <Head>
        <meta name="description" content="home" />
      </Head>
      <h1>Home</h1>
    </>
  );
}
