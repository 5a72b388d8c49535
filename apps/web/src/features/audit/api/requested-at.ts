/** A list answer with the moment its request left: 快速审核 knows which of its decisions the answer can include. */
export async function stampRequest<T extends object>(request: () => Promise<T>): Promise<T & { requestedAt: number }> {
  const requestedAt = Date.now();
  return { ...(await request()), requestedAt };
}
