import { consumableItemIdSchema } from '@scout/domain/ecmo/consumable-item.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert, App, Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConsumableItem } from '../api/get-consumable-item.ts';
import { ConsumableItemForm } from './consumable-item-form.tsx';

/** /ecmo/ecmoItems/new */
export function NewConsumableItemPage() {
  useDocumentTitle('New Consumable Item');
  return (
    <>
      <PageHeading title="New Consumable Item" subtitle="VECMOS" />
      <ConsumableItemForm item={null} />
    </>
  );
}

/** /ecmo/ecmoItems/{id}/update: a non-numeric id says 'Ecmo item Id is invalid.' and goes back to the list. */
export function UpdateConsumableItemPage() {
  const params = useParams();
  const parsed = consumableItemIdSchema.safeParse(params.id);
  const { message } = App.useApp();
  useEffect(() => {
    if (!parsed.success) void message.error(M.itemIdInvalid);
  }, [parsed.success, message]);
  if (!parsed.success) return <Navigate replace to={paths.ecmo.items.getHref()} />;
  return <LoadedItem id={parsed.data} />;
}

function LoadedItem({ id }: { id: number }) {
  useDocumentTitle(`Consumable item ${id}`);
  const item = useConsumableItem(id);
  return (
    <>
      <PageHeading title="Update Consumable Item" subtitle={`Item ${id}`} />
      {item.isError ? <Alert type="error" showIcon title="Unable to load the item." /> : null}
      {item.isLoading ? <Spin /> : null}
      {item.data ? <ConsumableItemForm item={item.data} /> : null}
    </>
  );
}
