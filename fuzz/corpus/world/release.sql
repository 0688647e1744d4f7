0CREATE TABLE `weenie_properties_d_i_d` (`id` int NOT NULL AUTO_INCREMENT, `object_Id` int, `type` int, `value` int, PRIMARY KEY (`id`)) ENGINE=InnoDB;
LOCK TABLES `weenie_properties_d_i_d` WRITE;
INSERT INTO `weenie_properties_d_i_d` VALUES (1,412,1,33555068),(2,412,8,100667499);
INSERT INTO `landblock_instance` (`guid`, `weenie_Class_Id`, `obj_Cell_Id`, `origin_X`, `origin_Y`, `origin_Z`, `angles_W`, `angles_X`, `angles_Y`, `angles_Z`, `is_Link_Child`, `last_Modified`) VALUES (2056994816,412,2847146240,84.1,131.5,66,1,0,0,0,_binary '\0','2005-02-09 10:00:00');
UNLOCK TABLES;
