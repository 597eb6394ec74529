import { HistoryOutlined } from '@ant-design/icons';
import { USER_MESSAGES as M, type User } from '@scout/domain/admin/user.schema';
import { Alert, App, Button, Flex } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuditHistoryDrawer } from '../../../components/audit-history-drawer.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useUser } from '../api/get-user.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { USER_FIELD_LABELS, useUserHistoryFormatter } from '../components/user-history-format.ts';
import { userToFormValues } from '../forms/user-form/form-values.ts';
import { UserForm } from '../forms/user-form/user-form.tsx';

function useRouteUserId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Route /ccmp/users/update/{id}: the user form, Reset MFA (only with MFA), invitation, history. */
export function UserUpdatePage() {
  const id = useRouteUserId();
  const query = useUser(id);
  if (id === null || (query.isError && isApiRequestError(query.error) && query.error.status === 404)) {
    return (
      <>
        <PageHeading title="Update User" />
        <Alert
          type="error"
          showIcon
          title={M.userNotFound}
          action={<Link to={paths.admin.users.getHref()}>Back to users</Link>}
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeading title="Update User" />
        <Alert type="error" showIcon title="Unable to load the user" />
      </>
    );
  }
  if (!query.data) return <PageSpinner />;
  return <EditUser key={query.data.id} user={query.data} />;
}

/**
 * Mounted once the user is loaded. The form starts from that first read, and `version` is the
 * lastModified it edits: a later refetch never moves it (someone else's save must surface as the
 * 409 dialog), only this page's own MFA reset does.
 */
function EditUser({ user }: { user: User }) {
  const { message, modal } = App.useApp();
  const update = useUpdateUser();
  const resetMfa = useResetUserMfa();
  const resend = useResendInvitation();
  const [defaults] = useState(() => userToFormValues(user));
  const [version, setVersion] = useState(user.lastModified);
  const [historyOpen, setHistoryOpen] = useState(false);
  const formatValue = useUserHistoryFormatter();

  const confirmResetMfa = () =>
    modal.confirm({
      title: 'Reset MFA',
      content: M.resetMfaConfirm,
      okText: 'Reset MFA',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const after = await resetMfa.mutateAsync(user.id);
          setVersion(after.lastModified);
          void message.success('MFA reset. The user has been told by e-mail.');
        } catch {
          void message.error(M.resetMfaFailed);
        }
      },
    });

  const sendInvitation = async () => {
    try {
      const result = await resend.mutateAsync(user.id);
      if (result.success) void message.success(M.invitationSent);
      else void message.error(`${M.invitationFailed} ${result.message}`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : M.invitationFailed);
    }
  };

  return (
    <>
      <PageHeading
        title="Update User"
        subtitle={`${user.displayName} (${user.email})`}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setHistoryOpen(true)}>
              History
            </Button>
            {user.hasPassword ? null : (
              <Button onClick={() => void sendInvitation()} loading={resend.isPending}>
                Resend invitation
              </Button>
            )}
            {user.hasMfa ? (
              <Button danger onClick={confirmResetMfa} loading={resetMfa.isPending}>
                Reset MFA
              </Button>
            ) : null}
          </Flex>
        }
      />
      <UserForm
        emailLocked
        defaultValues={defaults}
        lastModified={version}
        save={(input) => update.mutateAsync({ ...input, id: user.id })}
        savedMessage="User updated"
        failedMessage={M.updateFailed}
      />
      <AuditHistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        entityType="user"
        entityId={user.id}
        title={`History of ${user.displayName}`}
        fieldLabels={USER_FIELD_LABELS}
        formatValue={formatValue}
      />
    </>
  );
}
