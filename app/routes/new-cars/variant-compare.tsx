/** Issue 33: being built; answers 404 until its page lands. */
export function loader(): never {
  throw new Response("Not found", { status: 404 });
}

export default function Page() {
  return null;
}
