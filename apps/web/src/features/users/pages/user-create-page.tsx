import { USER_MESSAGES as M } from '@scout/domain/admin/user.schema';
import { Typography } from 'antd';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useCreateUser } from '../api/create-user.ts';
import { newUserValues } from '../forms/user-form/form-values.ts';
import { UserForm } from '../forms/user-form/user-form.tsx';

/** Route /ccmp/users/create. */
export function UserCreatePage() {
  const create = useCreateUser();
  return (
    <>
      <PageHeading
        title="Create New User"
        subtitle={
          <Typography.Text type="secondary">
            The user receives an e-mail with a link to set their password.
          </Typography.Text>
        }
      />
      <UserForm
        emailLocked={false}
        defaultValues={newUserValues()}
        save={(input) => create.mutateAsync(input)}
        savedMessage="User created"
        failedMessage={M.createFailed}
      />
    </>
  );
}
