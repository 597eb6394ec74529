import { PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import { useEffect } from 'react';

/**
 * Sets the browser title while the calling page is shown (a patient's name, a case id) and puts
 * the product's short name back when it goes away.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title?.trim() ? title : PRODUCT_SHORT_NAME;
    return () => {
      document.title = PRODUCT_SHORT_NAME;
    };
  }, [title]);
}
