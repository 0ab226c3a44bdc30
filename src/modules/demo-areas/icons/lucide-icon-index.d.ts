/**
 * lucide-react's own index of every icon (a module whose exports are the icons by name), which the package's
 * "./dist/*" export opens. The icons page imports it alone: importing the whole 'lucide-react' barrel
 * dynamically would pull the entire set into the app's entry chunk. Typed where it is used.
 */
declare module 'lucide-react/dist/esm/icons/index.mjs';
