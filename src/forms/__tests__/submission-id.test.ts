import { UUID_V4 } from '../../../contracts/forms/schemas';
import { newSubmissionId } from '../submission-id';

describe('newSubmissionId', () => {
  it('is a UUID v4 from crypto.randomUUID', () => {
    expect(newSubmissionId()).toMatch(UUID_V4);
  });

  it('is a UUID v4 from getRandomValues where randomUUID is missing (plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 50 }, newSubmissionId);
      for (const id of ids) expect(id).toMatch(UUID_V4);
      expect(new Set(ids).size).toBe(50);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
