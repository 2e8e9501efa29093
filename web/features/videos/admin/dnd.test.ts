import { describe, expect, it } from 'vitest';
import { movedIds } from './dnd.ts';

describe('movedIds', () => {
  it('moves the active id to the position of the one it was dropped on', () => {
    expect(movedIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(movedIds(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('returns null when nothing moves', () => {
    expect(movedIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(movedIds(['a', 'b'], 'a', undefined)).toBeNull();
    expect(movedIds(['a', 'b'], 'x', 'a')).toBeNull();
  });
});
