import { PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

describe('useDocumentTitle (spec 1 §1)', () => {
  it("shows the page's title while it is mounted, then the product's short name", () => {
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Jane Citizen' as string | undefined },
    });
    expect(document.title).toBe('Jane Citizen');
    rerender({ title: undefined });
    expect(document.title).toBe(PRODUCT_SHORT_NAME);
    rerender({ title: 'ECMO0042' });
    expect(document.title).toBe('ECMO0042');
    unmount();
    expect(document.title).toBe(PRODUCT_SHORT_NAME);
  });
});
