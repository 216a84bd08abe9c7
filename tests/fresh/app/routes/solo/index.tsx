export default function Solo() {
  return <h1>Solo</h1>;
}
