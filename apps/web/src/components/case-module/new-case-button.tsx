import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { Link } from 'react-router';

// Its own module, apart from the new case form's parts: a dashboard that shows the button does not
// load the date and select fields with it (issue 15 item 5, the area budgets).
/** A dashboard's New Case button (spec 2 §2.1, §2.2: hidden for read-only users; the caller decides). */
export function NewCaseButton({ to }: { to: string }) {
  return (
    // One Tab stop: the button (its click opens the link around it), not the link and then the button.
    <Link to={to} tabIndex={-1}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        New Case
      </Button>
    </Link>
  );
}
