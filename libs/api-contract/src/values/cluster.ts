export const PARTITION_HEALTHS = ['healthy', 'unhealthy', 'dead'] as const;

export const PARTITION_ROLES = ['leader', 'follower', 'inactive'] as const;
