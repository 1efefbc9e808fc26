import { useNavigation } from 'react-router';

/** A thin bar at the top while a screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
      role="progressbar"
      aria-busy="true"
      aria-hidden="true"
    >
      <div className="h-full w-1/3 animate-[aebro-progress_1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
