import SearchOutlined from '@ant-design/icons/SearchOutlined';

/**
 * `showSearch` for a select that takes typing: the magnifier antd draws while it is open only
 * decorates (antd's own would be read out as 'search'; ConfigProvider has no default for it).
 */
export const SEARCHABLE = { searchIcon: <SearchOutlined aria-hidden /> };
