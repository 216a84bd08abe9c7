export default function NewPost() {
  return <h1>New post</h1>;
}
