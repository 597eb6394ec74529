import { optionLabel } from '@scout/domain/cases/option';
import { type CardBorderColour, cardBorderColour, daysOnEcmo } from '@scout/domain/ecmo/calculators';
import type { DashboardCase } from '@scout/domain/ecmo/dashboard.schema';
import { ECMO_MODES } from '@scout/domain/ecmo/ecmo-details-options';
import { CARD_DAYS } from '@scout/domain/ecmo/limits';
import { ECMO_STATUSES } from '@scout/domain/ecmo/status-options';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLOCK_CIRCLE, Icon, SAFETY_CERTIFICATE, WARNING } from '../../../components/shell-ui/icons.tsx';
import { ShellCard, ShellTag } from '../../../components/shell-ui/shell-feedback.tsx';
import { ShellButton } from '../../../components/shell-ui/shell-ui.tsx';
import { formatDate, formatDateTime, getServiceTimeZone, serviceToday } from '../../../lib/dates.ts';
import './dashboard-card.css';

/** Border colours of spec 2 §4.5 (0-10 green, 11-40 orange, 41+ red, otherwise none). */
const BORDER: Record<string, string> = {
  green: '#389e0d',
  orange: '#fa8c16',
  red: '#cf1322',
  transparent: 'transparent',
};

/**
 * The border's state in words and a shape too (WCAG 1.4.1: not by colour alone, issue 15 item 3):
 * each coloured border gets a labelled marker in the card's header; a transparent one gets none.
 */
export const CARD_BAND: Record<
  Exclude<CardBorderColour, 'transparent'>,
  { text: string; icon: ReactNode }
> = {
  green: {
    text: `0-${CARD_DAYS.greenMax} days on ECMO`,
    icon: <Icon icon={SAFETY_CERTIFICATE} style={{ color: BORDER.green }} />,
  },
  orange: {
    text: `${CARD_DAYS.greenMax + 1}-${CARD_DAYS.orangeMax} days on ECMO`,
    icon: <Icon icon={CLOCK_CIRCLE} style={{ color: '#d46b08' }} />,
  },
  red: {
    text: `${CARD_DAYS.orangeMax + 1}+ days on ECMO`,
    icon: <Icon icon={WARNING} style={{ color: BORDER.red }} />,
  },
};

function CardBand({ colour }: { colour: CardBorderColour }) {
  if (colour === 'transparent') return null;
  const band = CARD_BAND[colour];
  return (
    <span className="ecmo-card-band" data-testid="ecmo-card-band">
      {band.icon} {band.text}
    </span>
  );
}

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * One case of the open or archived dashboard with every §3.4 field. `href` opens the case;
 * `actionLabel` is Open, or View for read-only users and archived cases. Plain React (a dashboard
 * loads no Ant Design: issue 15 item 5), drawn as antd's small Card and Descriptions were.
 */
export function DashboardCard({
  item,
  href,
  actionLabel,
}: {
  item: DashboardCase;
  href: string;
  actionLabel: 'Open' | 'View';
}) {
  const days = daysOnEcmo(
    item.ecmoStatus,
    item.ecmoStartDate,
    item.decannulationDate,
    serviceToday(),
    getServiceTimeZone(),
  );
  const colour = cardBorderColour(days, item.ecmoStatus);
  const name = [item.firstName, item.lastName].filter(Boolean).join(' ');
  const fields: [string, ReactNode][] = [
    ['Gender / Age', `${dash(item.gender)} / ${dash(item.age)}`],
    ['Diagnosis category', dash(item.diagnosisCategory)],
    ['ECMO status', dash(optionLabel(ECMO_STATUSES, item.ecmoStatus))],
    ['ECMO type / device', `${dash(optionLabel(ECMO_MODES, item.ecmoType))} / ${dash(item.ecmoDevice)}`],
    ['Days on ECMO', dash(days)],
    ['Created', dash(formatDateTime(item.dateCreated))],
    ['ECMO start', dash(formatDateTime(item.ecmoStartDate))],
    ['Decannulation', dash(formatDateTime(item.decannulationDate))],
    [
      'Original location',
      `${dash(item.originalLocation)}${
        item.arrivalAtOriginalHospital ? ` (arrived ${formatDateTime(item.arrivalAtOriginalHospital)})` : ''
      }`,
    ],
    [
      'Destination',
      `${dash(item.destinationLocation)}${
        item.arrivalAtDestinationHospital
          ? ` (arrived ${formatDateTime(item.arrivalAtDestinationHospital)})`
          : ''
      }`,
    ],
  ];
  if (item.closedOn) {
    fields.push(
      ['Closed', formatDate(item.closedOn)],
      ['Outcome', `${dash(item.ecmoOutcome)} / ${dash(item.patientOutcome)}`],
    );
  }
  return (
    <ShellCard
      data-testid="ecmo-case-card"
      data-border={colour}
      style={{ borderWidth: 3, borderColor: BORDER[colour] }}
      title={
        <span title={`${item.caseId} · ${dash(name)}`}>
          {item.caseId} · {dash(name)}
        </span>
      }
      extra={
        // One Tab stop per card: the button (its click opens the link around it).
        <Link to={href} tabIndex={-1}>
          <ShellButton variant="primary" size="small">
            {actionLabel}
          </ShellButton>
        </Link>
      }
    >
      <CardBand colour={colour} />
      {item.infectiousRisk ? (
        <ShellTag
          color="red"
          title={item.infectiousRiskDetails ?? undefined}
          style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          Infectious risk{item.infectiousRiskDetails ? `: ${item.infectiousRiskDetails}` : ''}
        </ShellTag>
      ) : null}
      <dl className="ecmo-card__fields">
        {fields.map(([label, value]) => (
          <div key={label} className="ecmo-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ShellCard>
  );
}
