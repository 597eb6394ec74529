import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { optionLabel } from '@scout/domain/cases/option';
import { type CardBorderColour, cardBorderColour, daysOnEcmo } from '@scout/domain/ecmo/calculators';
import type { DashboardCase } from '@scout/domain/ecmo/dashboard.schema';
import { ECMO_MODES } from '@scout/domain/ecmo/ecmo-details-options';
import { CARD_DAYS } from '@scout/domain/ecmo/limits';
import { ECMO_STATUSES } from '@scout/domain/ecmo/status-options';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import type { GlobalToken } from 'antd/es/theme/interface';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, getServiceTimeZone, serviceToday } from '../../../lib/dates.ts';
import './dashboard-card.css';

type Band = Exclude<CardBorderColour, 'transparent'>;

/**
 * Border colours of spec 2 §4.5 (0-10 green, 11-40 orange, 41+ red, otherwise none), from antd's
 * colour palette in the theme: green-7, orange-6, red-7.
 */
const borderColour = (token: GlobalToken, colour: CardBorderColour): string =>
  colour === 'transparent'
    ? 'transparent'
    : { green: token.green7, orange: token.orange6, red: token.red7 }[colour];

/**
 * The border's state in words and a shape too (WCAG 1.4.1: not by colour alone, issue 15 item 3):
 * each coloured border gets a labelled marker in the card's header; a transparent one gets none.
 * The marker's colour is the border's, a shade darker for orange (orange-7: 3:1 on white).
 */
export const CARD_BAND: Record<
  Band,
  {
    text: string;
    Icon: ComponentType<{ style?: object; 'aria-hidden'?: boolean }>;
    colour: (token: GlobalToken) => string;
  }
> = {
  green: {
    text: `0-${CARD_DAYS.greenMax} days on ECMO`,
    Icon: SafetyCertificateOutlined,
    colour: (token) => token.green7,
  },
  orange: {
    text: `${CARD_DAYS.greenMax + 1}-${CARD_DAYS.orangeMax} days on ECMO`,
    Icon: ClockCircleOutlined,
    colour: (token) => token.orange7,
  },
  red: {
    text: `${CARD_DAYS.orangeMax + 1}+ days on ECMO`,
    Icon: WarningOutlined,
    colour: (token) => token.red7,
  },
};

function CardBand({ colour, token }: { colour: CardBorderColour; token: GlobalToken }) {
  if (colour === 'transparent') return null;
  const { Icon, text, colour: iconColour } = CARD_BAND[colour];
  return (
    <span className="ecmo-card-band" data-testid="ecmo-card-band">
      <Icon aria-hidden style={{ color: iconColour(token) }} /> {text}
    </span>
  );
}

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * One case of the open or archived dashboard with every §3.4 field, as antd's small Card. `href`
 * opens the case; `actionLabel` is Open, or View for read-only users and archived cases.
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
  const { token } = theme.useToken();
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
    <Card
      size="small"
      data-testid="ecmo-case-card"
      data-border={colour}
      style={{ borderWidth: 3, borderColor: borderColour(token, colour) }}
      title={
        <span title={`${item.caseId} · ${dash(name)}`}>
          {item.caseId} · {dash(name)}
        </span>
      }
      extra={
        // One Tab stop per card: the button (its click opens the link around it).
        <Link to={href} tabIndex={-1}>
          <Button type="primary" size="small">
            {actionLabel}
          </Button>
        </Link>
      }
    >
      <CardBand colour={colour} token={token} />
      {item.infectiousRisk ? (
        <Tag
          color="red"
          title={item.infectiousRiskDetails ?? undefined}
          style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          Infectious risk{item.infectiousRiskDetails ? `: ${item.infectiousRiskDetails}` : ''}
        </Tag>
      ) : null}
      <dl className="ecmo-card__fields">
        {fields.map(([label, value]) => (
          <div key={label} className="ecmo-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
