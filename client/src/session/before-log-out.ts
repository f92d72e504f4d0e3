// Work to finish before a student logs out (saving the answers just typed), registered by whoever holds it.
type BeforeLogOut = () => Promise<void>;

const tasks = new Set<BeforeLogOut>();

/** Runs `task` before every logout until the returned function is called. */
export function onBeforeLogOut(task: BeforeLogOut): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs every registered task; a failing one does not stop the logout. */
export async function runBeforeLogOut(): Promise<void> {
  await Promise.allSettled([...tasks].map((task) => task()));
}
