/**
 * A random UUID v4, made in the browser: the attempt id of one answer the learner gives (decision
 * 026), so every resend of that answer is stored once, and the id of a restarted quiz run. Works
 * outside secure contexts too (no crypto.randomUUID).
 */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
