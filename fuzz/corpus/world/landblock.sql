0-- a landblock
DELETE FROM `landblock_instance` WHERE `landblock` = 0xA9B4;

INSERT INTO `landblock_instance` (`guid`, `weenie_Class_Id`, `obj_Cell_Id`, `origin_X`, `origin_Y`, `origin_Z`, `angles_W`, `angles_X`, `angles_Y`, `angles_Z`, `is_Link_Child`, `last_Modified`)
VALUES (0x7A9B4000, 412, 0xA9B40100, 84.1, 131.5, 66.005, -0.707107, 0, 0, -0.707107, False, '2005-02-09 10:00:00'); /* Door */
/* @teleloc 0xA9B40100 [84.1 131.5 66.005] -0.707107 0 0 -0.707107 */

INSERT INTO `landblock_instance_link` (`parent_GUID`, `child_GUID`, `last_Modified`)
VALUES (0x7A9B4001, 0x7A9B4002, '2005-02-09 10:00:00') /* Gen -> Drudge */
     , (0x7A9B4001, 0x7A9B4003, '2005-02-09 10:00:00') /* Gen -> Drudge */;
