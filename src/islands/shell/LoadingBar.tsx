import { useStore } from '@nanostores/react';
import { $loading } from '../../stores/loading.ts';

/**
 * The 3 px #00afff bar at the top of the viewport while island calls are in flight. Fixed and
 * transform-animated, so it never moves the layout; CSS delays it 200 ms so quick calls do not flash.
 */
export function LoadingBar() {
  const loading = useStore($loading);
  return <div className={loading ? 'loading-bar is-loading' : 'loading-bar'} aria-hidden="true" />;
}
