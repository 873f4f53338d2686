import { createContext, useContext, type ReactNode } from 'react';
import type { DataSource } from './model';

const DataSourceContext = createContext<DataSource | null>(null);

export function DataSourceProvider({ value, children }: { value: DataSource; children: ReactNode }) {
  return <DataSourceContext.Provider value={value}>{children}</DataSourceContext.Provider>;
}

/** The data source of the selected cluster. */
export function useDataSource(): DataSource {
  const dataSource = useContext(DataSourceContext);
  if (!dataSource) {
    throw new Error('useDataSource needs a <DataSourceProvider> above it: wrap the app in the providers of src/app.');
  }
  return dataSource;
}
