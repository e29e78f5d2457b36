/**
 * The Tamil pages' font files and stylesheet, as built asset URLs: app/root.tsx links the
 * stylesheet and preloads both faces on Tamil pages only, so English pages load none of it.
 */
import tamilCss from "../../tamil.css?url";
import bold from "../../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import regular from "../../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";

export const TAMIL_STYLESHEET = tamilCss;
export const TAMIL_FONT_FILES = [regular, bold] as const;
