import { Suspense, useEffect, type ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { PRODUCT_NAME } from '../components/brand-mark';
import { CurrentScreenContext } from '../engine/current-screen';
import type { CurrentScreen, ModuleChunk, ModuleManifest, ScreenArea } from '../engine/module-manifest';
import { writeModuleName } from '../lib/session/session-storage';
import { ModuleSpinner } from '../shell/module-spinner';
import { NotBuiltScreen } from '../shell/not-built-screen';
import { NotFoundRedirect } from './not-found-redirect';

type Gate = ComponentType<{ screen: CurrentScreen; Screen: ComponentType }>;

function Ungated({ Screen }: { Screen: ComponentType }) {
  return <Screen />;
}

function ScreenFrame({ screen, Screen, Gate }: { screen: CurrentScreen; Screen: ComponentType; Gate: Gate }) {
  useEffect(() => {
    if (screen.module !== 'sessions') writeModuleName(screen.module);
    document.title = `${screen.title} · ${PRODUCT_NAME}`;
  }, [screen]);
  return (
    <CurrentScreenContext.Provider value={screen}>
      {/* A screen a module loads lazily of its own (a heavy app) shows the spinner meanwhile. */}
      <Suspense fallback={<ModuleSpinner />}>
        <Gate screen={screen} Screen={Screen} />
      </Suspense>
    </CurrentScreenContext.Provider>
  );
}

/** The route element of one module segment: finds the declared screen by path, or sends to 404. */
function moduleScreen(manifest: ModuleManifest, segment: string, chunk: ModuleChunk, Gate: Gate) {
  const byPath = new Map(
    chunk.declarations.map((declaration) => [declaration.path, { ...declaration, module: manifest.name }]),
  );
  return function ModuleScreen() {
    const rest = useParams()['*'];
    const screen = byPath.get(rest ? `${segment}/${rest}` : segment);
    if (!screen) return <NotFoundRedirect />;
    return (
      <ScreenFrame
        key={screen.path}
        screen={screen}
        Screen={chunk.screens[screen.path] ?? NotBuiltScreen}
        Gate={Gate}
      />
    );
  };
}

const loadGate = () => import('./screen-gate').then((m) => m.ScreenGate);

/**
 * One lazy route per segment a module owns: the module's chunk (and, for the signed-in area, the
 * permission gate) loads on first visit, so no screen list is in the entry bundle.
 */
export function moduleRoutes(manifests: readonly ModuleManifest[], area: ScreenArea): RouteObject[] {
  return manifests
    .filter((manifest) => manifest.area === area)
    .flatMap((manifest) =>
      manifest.segments.map(
        (segment): RouteObject => ({
          path: `${segment}/*`,
          lazy: async () => {
            const [chunk, Gate] = await Promise.all([manifest.load(), area === 'admin' ? loadGate() : Ungated]);
            return { Component: moduleScreen(manifest, segment, chunk, Gate) };
          },
        }),
      ),
    );
}
