import { Col, type ColProps, Row, Typography } from 'antd';
import { Children, createContext, Fragment, isValidElement, type ReactNode, useContext } from 'react';

/** Marks a component that lays out its own grid columns (GcsField, SelectWithOtherField). */
export const ownsColumns = <T extends object>(component: T): T =>
  Object.assign(component, { ownsColumns: true as const });

const laysOutColumns = (type: unknown) =>
  type === Col || (typeof type === 'function' && (type as { ownsColumns?: boolean }).ownsColumns === true);

const DEFAULT_COL: ColProps = { xs: 24, md: 12 };
const GridColContext = createContext<ColProps>(DEFAULT_COL);

/** One column of the surrounding FieldGrid, of its width: for components that own their columns. */
export function GridCell({ children }: { children: ReactNode }) {
  return <Col {...useContext(GridColContext)}>{children}</Col>;
}

/**
 * A sub-heading of a FieldGrid's fields (VST 'Thrombolysis', VTIS 'Management'): a whole row of its
 * own, so it stands above its group. (A heading in a plain component got a field's half column and
 * sat beside the group's first field: issue 24 item 11.)
 */
export const GridHeading = ownsColumns(function GridHeading({ children }: { children: ReactNode }) {
  return (
    <Col span={24}>
      <Typography.Title level={5}>{children}</Typography.Title>
    </Col>
  );
});

/**
 * Inside a FieldGrid: fields laid out like the grid's own, but at another width (`col`), e.g. four
 * numbers of a quarter width each in a grid of halves. Renders the grid columns of its children.
 */
export const GridGroup = ownsColumns(function GridGroup({
  col,
  children,
}: {
  col: ColProps;
  children: ReactNode;
}) {
  return <GridColContext.Provider value={col}>{cells(children, col)}</GridColContext.Provider>;
});

/** The grid's columns: fragments (fields shown together under one rule) are laid out as their children. */
function cells(children: ReactNode, col: ColProps): ReactNode {
  return Children.map(children, (child) => {
    if (child === null || child === undefined || child === false) return null;
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment)
      return cells(child.props.children, col);
    if (isValidElement(child) && laysOutColumns(child.type)) return child;
    return <Col {...col}>{child}</Col>;
  });
}

/**
 * A section as a list of fields: each child (a kit field, or any node) gets a grid column of
 * `col` (half width from md up by default); children that are columns themselves (`<Col>`, or
 * components marked with `ownsColumns`, which use GridCell) are placed as they are, and empty
 * children (a field shown only under a rule) take no place. A GridGroup gives its fields another
 * width.
 */
export function FieldGrid({
  col = DEFAULT_COL,
  gutter = 16,
  children,
}: {
  col?: ColProps;
  gutter?: number;
  children: ReactNode;
}) {
  return (
    <GridColContext.Provider value={col}>
      <Row gutter={gutter}>{cells(children, col)}</Row>
    </GridColContext.Provider>
  );
}
