// The browser's id of a submission: sending the same values again keeps it, so the server stores
// and mails them once; changed values, or a new submission after a success, get a new one.
import { useRef } from 'react';

/** crypto.randomUUID needs a secure context. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useSubmissionId() {
  const current = useRef<{ id: string; values: string } | null>(null);
  return {
    for(values: unknown): string {
      const key = JSON.stringify(values);
      if (current.current?.values !== key) current.current = { id: newSubmissionId(), values: key };
      return current.current.id;
    },
    /** The submission went through: the next one is new. */
    done() {
      current.current = null;
    },
  };
}
