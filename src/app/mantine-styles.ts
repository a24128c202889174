// The styles of the Mantine primitives used on almost every screen, loaded once with the shell.
// Components with more weight (Modal, Drawer, Tabs, Select…) import their own CSS where they are used.
import '@mantine/core/styles/baseline.layer.css'
// The default theme's CSS variables as a stylesheet; MantineProvider then adds only the ones our theme changes.
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
// Also here, though used later: the toasts' and the inputs' (search fields, forms). Loaded lazily, each
// stylesheet arrived after the first render and made the browser restyle the whole page again, a long
// task each (a 123 ms frame of style work on /news with Lighthouse's slowdown, measured); with the
// shell's, they cost 2 KB of CSS (gzip), no script, and no restyle.
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/Input.layer.css'
