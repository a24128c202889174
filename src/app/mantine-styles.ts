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
