0DELETE FROM `weenie` WHERE `class_Id` = 412;

INSERT INTO `weenie` (`class_Id`, `class_Name`, `type`, `last_Modified`)
VALUES (412, 'door', 19, '2005-02-09 10:00:00') /* Door */;

INSERT INTO `weenie_properties_int` (`object_Id`, `type`, `value`)
VALUES (412,   1,        128) /* ItemType - Misc */
     , (412,  93,       4100) /* PhysicsState */;

INSERT INTO `weenie_properties_bool` (`object_Id`, `type`, `value`)
VALUES (412,  13, False) /* Ethereal */, (412, 2, True);
INSERT INTO `weenie_properties_float` (`object_Id`, `type`, `value`) VALUES (412, 39, 1.25);
INSERT INTO `weenie_properties_string` (`object_Id`, `type`, `value`) VALUES (412, 1, 'Door'), (412, 16, 'It''s a \"door\";
-- with a new line');
INSERT INTO `weenie_properties_d_i_d` (`object_Id`, `type`, `value`) VALUES (412, 1, 0x0200027C);
INSERT INTO `weenie_properties_position` (`object_Id`, `position_Type`, `obj_Cell_Id`, `origin_X`, `origin_Y`, `origin_Z`, `angles_W`, `angles_X`, `angles_Y`, `angles_Z`)
VALUES (412, 2, 0x0007012F, 10, -20, 0.005, 1, 0, 0, 0) /* Destination */;
