/** The record id a save or cancel answered when it went through (`result: 'OK'`); undefined when it was refused. */
export async function savedRecordId(answer: Response): Promise<number | undefined> {
  const saved = (await answer
    .clone()
    .json()
    .catch(() => null)) as { result?: string; recordId?: number } | null;
  return saved?.result === 'OK' ? Number(saved.recordId) : undefined;
}
