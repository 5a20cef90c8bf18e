import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { HomeBlocksConsole } from "#app/features/console/home/home-blocks-console.tsx";

/** /admin/home: the home page's event pop-up (admins). */
const route = consoleRoute({
  title: "console.home.title",
  roles: ["admin"],
  body: <HomeBlocksConsole />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
