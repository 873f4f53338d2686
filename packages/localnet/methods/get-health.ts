import type { Handler } from './context';

export const getHealth: Handler = () => 'ok';
