import type { ReactNode } from 'react';

/** A column's heading, when it says more than its words: its sort, or words for screen readers only. */
export interface ColumnHeading {
  heading: ReactNode;
  /** the order the rows are in by this column */
  sort?: 'ascending' | 'descending' | undefined;
  /** read by screen readers, not shown (a column of buttons) */
  hidden?: boolean;
}

/**
 * A table of records: its caption (shown, or read by screen readers only), a heading per column and
 * the rows the screen draws; one wider than the screen scrolls sideways inside its own frame.
 */
export function Table({
  caption,
  captionHidden = false,
  columns,
  className,
  scrolls = false,
  children,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: ReadonlyArray<ReactNode | ColumnHeading>;
  className?: string;
  scrolls?: boolean;
  /** the rows (`<tr>`), each naming its record in a `<th scope="row">` where one cell does */
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { heading, sort, hidden } = isHeading(column) ? column : { heading: column, sort: undefined, hidden: false };
            return (
              <th key={index} scope="col" aria-sort={sort}>
                {hidden ? <span className="visually-hidden">{heading}</span> : heading}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scrolls ? <div className="table-scroll">{table}</div> : table;
}

function isHeading(column: ReactNode | ColumnHeading): column is ColumnHeading {
  return typeof column === 'object' && column !== null && 'heading' in column;
}
