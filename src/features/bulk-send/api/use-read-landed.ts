import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataSource } from '@/data-hooks/use-data-source';

/**
 * Reads transactions back by signature (a report, a verification), with how many are read so far; the
 * caller turns them into what it shows. A failed read keeps its reason for the page.
 */
export function useReadLanded() {
  const dataSource = useDataSource();
  const [read, setRead] = useState(0);
  const mutation = useMutation({
    mutationFn: (signatures: readonly string[]) => {
      setRead(0);
      return dataSource.readLanded([...new Set(signatures)], setRead);
    },
  });
  return { ...mutation, read };
}
