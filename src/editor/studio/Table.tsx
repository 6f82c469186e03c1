import type { Key, ReactNode } from 'react';

/** A column of a studio table: its heading and what its cell shows for a row. */
export interface Column<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
}

/** A table of a studio screen: a row of column headings, then a row an item and a cell a column. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.name}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
