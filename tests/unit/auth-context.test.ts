import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../src/features/auth/AuthContext.tsx';

function NeedsAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws a clear error outside its provider', () => {
    expect(() => renderToString(createElement(NeedsAuth))).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});
